// What pdf.js needs to draw inside a worker, where it finds no `document`: canvases made by the
// caller (OffscreenCanvas in the worker, @napi-rs/canvas in the tests) for its scratch work, and
// filters that do nothing (its own build SVG filters in the page's DOM; without them a soft mask
// or transfer function is drawn as if absent, which a scanned page does not use).

/** The canvas the renderer draws a page on and encodes. */
export interface PageCanvas {
  width: number;
  height: number;
  getContext(kind: "2d", options?: { alpha?: boolean; willReadFrequently?: boolean }): OffscreenCanvasRenderingContext2D | null;
  convertToBlob(options: { type: string; quality?: number }): Promise<Blob>;
}

export type MakeCanvas = (width: number, height: number) => PageCanvas;

interface CanvasEntry {
  canvas: PageCanvas | null;
  context: OffscreenCanvasRenderingContext2D | null;
}

/** pdf.js's `CanvasFactory` option: a class it constructs itself. */
export function canvasFactoryFor(make: MakeCanvas) {
  return class CallerCanvasFactory {
    create(width: number, height: number): CanvasEntry {
      if (width <= 0 || height <= 0) throw new Error("Invalid canvas size");
      const canvas = make(width, height);
      return { canvas, context: canvas.getContext("2d", { willReadFrequently: true }) };
    }

    reset(entry: CanvasEntry, width: number, height: number): void {
      if (!entry.canvas) throw new Error("Canvas is not specified");
      entry.canvas.width = width;
      entry.canvas.height = height;
    }

    destroy(entry: CanvasEntry): void {
      if (entry.canvas) entry.canvas.width = entry.canvas.height = 0;
      entry.canvas = null;
      entry.context = null;
    }

    getNoAlphaContext(canvas: PageCanvas) {
      return canvas.getContext("2d", { alpha: false, willReadFrequently: true });
    }
  };
}

/** pdf.js's `FilterFactory` option: every filter is "none". */
export class NoFilters {
  addFilter(): string {
    return "none";
  }
  addHCMFilter(): string {
    return "none";
  }
  addAlphaFilter(): string {
    return "none";
  }
  addLuminosityFilter(): string {
    return "none";
  }
  addKnockoutFilter(): string {
    return "none";
  }
  addHighlightHCMFilter(): string {
    return "none";
  }
  addSelectionHCMFilter(): string {
    return "none";
  }
  addSelectionFilter(): string {
    return "none";
  }
  createSelectionStyle(): null {
    return null;
  }
  destroy(): void {}
}
