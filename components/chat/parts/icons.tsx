// Small inline icons for the reply blocks; decorative, so hidden from assistive technology.

const common = {
  "aria-hidden": true,
  viewBox: "0 0 16 16",
  fill: "none",
  stroke: "currentColor",
  strokeWidth: 1.5,
  strokeLinecap: "round",
  strokeLinejoin: "round",
} as const;

export function Spinner({ className = "" }: { className?: string }) {
  return (
    <svg {...common} className={`size-3.5 animate-spin ${className}`}>
      <path d="M8 2a6 6 0 1 0 6 6" />
    </svg>
  );
}

export function ChevronIcon({ open }: { open: boolean }) {
  return (
    <svg {...common} className={`size-3.5 transition-transform ${open ? "rotate-90" : ""}`}>
      <path d="m6 4 4 4-4 4" />
    </svg>
  );
}

export function SparkIcon() {
  return (
    <svg {...common} className="size-3.5">
      <path d="M8 1.5v3M8 11.5v3M1.5 8h3M11.5 8h3M3.4 3.4l2.1 2.1M10.5 10.5l2.1 2.1M3.4 12.6l2.1-2.1M10.5 5.5l2.1-2.1" />
    </svg>
  );
}

export function WrenchIcon() {
  return (
    <svg {...common} className="size-3.5">
      <path d="M10.5 2.5a3 3 0 0 0-2.8 4L2.5 11.7a1.2 1.2 0 0 0 1.8 1.8l5.2-5.2a3 3 0 0 0 4-2.8l-1.8 1.8-1.9-.3-.3-1.9z" />
    </svg>
  );
}

export function SearchIcon() {
  return (
    <svg {...common} className="size-3.5">
      <circle cx="7" cy="7" r="4.5" />
      <path d="m10.5 10.5 3.5 3.5" />
    </svg>
  );
}

export function CheckIcon() {
  return (
    <svg {...common} className="size-3.5">
      <path d="m3 8.5 3 3 7-7" />
    </svg>
  );
}

export function AlertIcon() {
  return (
    <svg {...common} className="size-3.5">
      <path d="M8 2 1.5 13.5h13z" />
      <path d="M8 6.5v3M8 11.5v.01" />
    </svg>
  );
}
