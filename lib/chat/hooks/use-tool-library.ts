import { toolLibraryQuery } from "./db-queries";
import { useDbQuery } from "./use-db-query";

/** The person's tool library, by name, kept current through liveQuery (this tab and others). */
export function useToolLibrary() {
  return useDbQuery(toolLibraryQuery, "");
}
