// Vitest's setup file: components rendered without the app's providers read English.

import { en } from "@/lib/i18n/en";
import { setFallbackDictionary } from "./i18n-provider";

setFallbackDictionary(en);
