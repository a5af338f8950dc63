"use client";

// One uPlot chart over the report's days. uPlot is imported when the chart mounts, so it loads with
// the Usage view only. The canvas is hidden from assistive technology: each chart's table says the
// same. Redrawn when its data, the language or the theme changes, and resized with its box.

import { useEffect, useRef } from "react";
import type uPlot from "uplot";
import "uplot/dist/uPlot.min.css";
import { useI18n } from "@/components/i18n/i18n-provider";
import { GRID_COLOR, SERIES_COLORS, withAlpha } from "./chart-theme";

export interface ChartSeries {
  label: string;
  values: (number | null)[];
}

interface Props {
  /** Local midnights, ms. */
  days: number[];
  series: ChartSeries[];
  kind?: "line" | "bars";
  /** Values are shares 0..1, shown as percentages. */
  percent?: boolean;
  height?: number;
}

const DAY = 86_400;
const HALF_DAY = DAY / 2;
const DAY_STEPS = [1, 2, 7, 14, 28].map((days) => days * DAY);

function options(UPlot: typeof uPlot, props: Props, width: number, text: string, locale: string): uPlot.Options {
  const { series, kind = "line", percent = false, height = 180 } = props;
  const compact = new Intl.NumberFormat(locale, { notation: "compact", maximumFractionDigits: 1 });
  const axis = { stroke: text, grid: { stroke: GRID_COLOR, width: 1 }, ticks: { stroke: GRID_COLOR, width: 1 } };
  const bars = kind === "bars" ? UPlot.paths.bars?.({ size: [0.6, 28] }) : undefined;
  return {
    width,
    height,
    legend: { show: false },
    cursor: { drag: { x: false, y: false } },
    // Bars sit on their day, so the axis gets half a day either side for the first and last.
    scales: { x: { time: true, range: kind === "bars" ? (_u, min, max) => [min - HALF_DAY, max + HALF_DAY] : undefined }, y: percent ? { range: [0, 1] } : { range: (_u, _min, max) => [0, Math.max(1, max) * 1.1] } },
    axes: [
      // Whole days only: a day is the smallest step the data has.
      { ...axis, incrs: DAY_STEPS, values: (_u, splits) => splits.map((s) => new Date(s * 1000).toLocaleDateString(locale, { month: "short", day: "numeric" })) },
      { ...axis, size: 52, values: (_u, splits) => splits.map((v) => (percent ? `${Math.round(v * 100)}%` : compact.format(v))) },
    ],
    series: [
      {},
      ...series.map((s, i) => {
        const color = SERIES_COLORS[i % SERIES_COLORS.length];
        return {
          label: s.label,
          stroke: color,
          width: 2,
          fill: withAlpha(color, kind === "bars" ? 0.7 : 0.12),
          paths: bars,
          points: { show: kind === "line" && props.days.length <= 31, size: 5 },
          spanGaps: true,
        };
      }),
    ],
  };
}

export function UsageChart(props: Props) {
  const host = useRef<HTMLDivElement>(null);
  const { locale } = useI18n();

  useEffect(() => {
    const el = host.current;
    if (!el) return;
    let plot: uPlot | null = null;
    let UPlot: typeof uPlot | null = null;
    let gone = false;
    const data: uPlot.AlignedData = [props.days.map((ms) => ms / 1000), ...props.series.map((s) => s.values)];
    const draw = () => {
      if (!UPlot) return;
      plot?.destroy();
      plot = new UPlot(options(UPlot, props, el.clientWidth, getComputedStyle(el).color, locale), data, el);
    };
    void import("uplot").then((loaded) => {
      if (gone) return;
      UPlot = loaded.default;
      draw();
    });
    const resize = new ResizeObserver(() => plot?.setSize({ width: el.clientWidth, height: props.height ?? 180 }));
    resize.observe(el);
    // The theme is a class on <html> (ThemeSync); axis text follows it.
    const theme = new MutationObserver(draw);
    theme.observe(document.documentElement, { attributes: true, attributeFilter: ["class"] });
    return () => {
      gone = true;
      resize.disconnect();
      theme.disconnect();
      plot?.destroy();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the props' parts are listed one by one
  }, [props.days, props.series, props.kind, props.percent, props.height, locale]);

  return <div ref={host} aria-hidden="true" className="w-full text-zinc-500 dark:text-zinc-400" />;
}
