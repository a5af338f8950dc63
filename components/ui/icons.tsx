// Small stroke icons drawn inline (no icon font, no extra request). Decorative: the button around
// each one carries the accessible name.

import type { ReactNode, SVGProps } from "react";

function Icon({ children, ...props }: SVGProps<SVGSVGElement> & { children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="16"
      height="16"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  );
}

type P = SVGProps<SVGSVGElement>;

export const PlusIcon = (p: P) => <Icon {...p}><path d="M12 5v14M5 12h14" /></Icon>;
export const EditIcon = (p: P) => <Icon {...p}><path d="M4 20h4L19 9l-4-4L4 16v4z" /><path d="M14 6l4 4" /></Icon>;
export const NewChatIcon = (p: P) => (
  <Icon {...p}>
    <path d="M12 4H6a2 2 0 0 0-2 2v12a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-6" />
    <path d="M16.5 3.5a2.1 2.1 0 0 1 3 3L12 14l-4 1 1-4z" />
  </Icon>
);
export const SearchIcon = (p: P) => <Icon {...p}><circle cx="11" cy="11" r="6.5" /><path d="m20 20-4.2-4.2" /></Icon>;
export const SidebarIcon = (p: P) => <Icon {...p}><rect x="3.5" y="4.5" width="17" height="15" rx="2.5" /><path d="M9.5 4.5v15" /></Icon>;
export const DotsIcon = (p: P) => (
  <Icon {...p} fill="currentColor" stroke="none">
    <circle cx="5.5" cy="12" r="1.6" /><circle cx="12" cy="12" r="1.6" /><circle cx="18.5" cy="12" r="1.6" />
  </Icon>
);
export const SettingsIcon = (p: P) => (
  <Icon {...p}>
    <path d="M4 7h10M18 7h2M4 17h4M12 17h8" />
    <circle cx="16" cy="7" r="2" /><circle cx="10" cy="17" r="2" />
  </Icon>
);
export const CloseIcon = (p: P) => <Icon {...p}><path d="M6 6l12 12M18 6 6 18" /></Icon>;
export const CopyIcon = (p: P) => <Icon {...p}><rect x="8.5" y="8.5" width="11" height="11" rx="2" /><path d="M15.5 8.5V6a1.5 1.5 0 0 0-1.5-1.5H6A1.5 1.5 0 0 0 4.5 6v8A1.5 1.5 0 0 0 6 15.5h2.5" /></Icon>;
export const CheckIcon = (p: P) => <Icon {...p}><path d="m5 12.5 4.5 4.5L19 7.5" /></Icon>;
export const RefreshIcon = (p: P) => <Icon {...p}><path d="M19.5 12a7.5 7.5 0 1 1-2.2-5.3" /><path d="M19.5 4.5v4h-4" /></Icon>;
export const TrashIcon = (p: P) => <Icon {...p}><path d="M4.5 7h15M9.5 7V5h5v2M6.5 7l1 12.5h9l1-12.5" /></Icon>;
export const PinIcon = (p: P) => <Icon {...p}><path d="M9 4h6l-1 5 3.5 3.5h-11L10 9z" /><path d="M12 12.5V20" /></Icon>;
export const ChevronLeftIcon = (p: P) => <Icon {...p}><path d="m14.5 6-6 6 6 6" /></Icon>;
export const ChevronRightIcon = (p: P) => <Icon {...p}><path d="m9.5 6 6 6-6 6" /></Icon>;
export const ArrowUpIcon = (p: P) => <Icon {...p}><path d="M12 19V5M6 11l6-6 6 6" /></Icon>;
export const ArrowDownIcon = (p: P) => <Icon {...p}><path d="M12 5v14M6 13l6 6 6-6" /></Icon>;
export const StopIcon = (p: P) => <Icon {...p} fill="currentColor" stroke="none"><rect x="7" y="7" width="10" height="10" rx="2" /></Icon>;
export const PaperclipIcon = (p: P) => (
  <Icon {...p}><path d="M20 11.5 12.2 19.3a5 5 0 0 1-7.1-7.1l8-8a3.4 3.4 0 0 1 4.8 4.8l-8 8a1.7 1.7 0 0 1-2.4-2.4l7.3-7.3" /></Icon>
);
export const MoonIcon = (p: P) => <Icon {...p}><path d="M20 14.5A8 8 0 1 1 9.5 4a6.5 6.5 0 0 0 10.5 10.5z" /></Icon>;
export const ShareIcon = (p: P) => <Icon {...p}><path d="M12 15V4M7.5 8.5 12 4l4.5 4.5" /><path d="M5 12.5V19a1 1 0 0 0 1 1h12a1 1 0 0 0 1-1v-6.5" /></Icon>;
export const ImageIcon = (p: P) => <Icon {...p}><rect x="3.5" y="4.5" width="17" height="15" rx="2.5" /><circle cx="9" cy="10" r="1.5" /><path d="m20.5 16-5-5-8.5 8.5" /></Icon>;
