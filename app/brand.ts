// The app's brand colour, for the manifest and the generated images: the square's colour in
// app/icon.svg (keep the two in step); full-bleed icons fill their corners with it.
export const BRAND_BACKGROUND = "#1e1b4b";
