// Why a library change was refused, as a typed value the UI words in the person's language. The
// English message is for logs and tests.

export type ToolLibraryProblem =
  | { kind: "notJson" }
  | { kind: "shape"; detail: string }
  | { kind: "name"; name: string }
  | { kind: "builtin"; name: string }
  | { kind: "duplicate"; name: string }
  | { kind: "schema"; name: string; path: string; message: string };

function english(problem: ToolLibraryProblem): string {
  switch (problem.kind) {
    case "notJson":
      return "The file is not JSON.";
    case "shape":
      return `The file is not a Moonlit tool library: ${problem.detail}.`;
    case "name":
      return `The tool name "${problem.name}" is not allowed: use 1 to 64 letters, digits, _ or -.`;
    case "builtin":
      return `"${problem.name}" is the name of a built-in tool.`;
    case "duplicate":
      return `A different tool named "${problem.name}" already exists.`;
    case "schema":
      return `The input schema of "${problem.name}" is not valid: ${problem.path} ${problem.message}.`;
  }
}

export class ToolLibraryError extends Error {
  readonly problem: ToolLibraryProblem;

  constructor(problem: ToolLibraryProblem) {
    super(english(problem));
    this.name = "ToolLibraryError";
    this.problem = problem;
  }
}
