// zip.js, set up once for the export and import. The "native" core: the browser's own
// (De)CompressionStream with zip.js's plain-JS zlib as fallback, no WebAssembly module (the CSP has
// no 'wasm-unsafe-eval') and nothing that needs eval. No web workers either: JSON pieces are small,
// attachment blobs are stored (not compressed), so the work stays on this thread without a worker
// script or blob: worker to load. Loaded only through the dynamic import() of export or import.

import { configure } from "@zip.js/zip.js/lib/zip-core-native.js";

configure({ useWebWorkers: false });

export { BlobReader, TextReader, ZipReader, ZipWriter, type FileEntry } from "@zip.js/zip.js/lib/zip-core-native.js";
