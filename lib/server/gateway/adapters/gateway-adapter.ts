import "server-only";
import type { GatewayErrorKind } from "@/lib/protocol/gateway-error-kind";
import type { ValidationResult } from "@/lib/server/gateway/validate-request";

// What the gateway does differently per format: the request fields it checks and the shape of the
// errors it answers with itself. The rest of a format's knowledge is in its protocol adapter
// (lib/protocol/adapters.ts: the API path, the stored turn).

/** How a format types one of the gateway's own errors: its `type`, and OpenAI's `code`. */
export interface WireErrorType {
  type: string;
  code?: string;
}

/** One error, in a format's terms, ready to shape into its error body. */
export interface WireError extends WireErrorType {
  /** The gateway's own kind, for the browser chat; none for another route's errors. */
  kind?: GatewayErrorKind;
  message: string;
  /** The request field at fault, for validation errors. */
  field?: string;
}

export interface GatewayAdapter {
  /** Whether a request carries what this format's clients always send (askingProtocol, registry.ts). */
  sentBy(headers: Headers): boolean;
  /** The fields the gateway knows, checked (unknown ones pass through untouched). */
  validate(body: unknown): ValidationResult<unknown>;
  /** Each of the gateway's error kinds in this format's types: the compiler asks for every kind. */
  errorTypes: Readonly<Record<GatewayErrorKind, WireErrorType>>;
  /** How the format types an error of another route's own table (the replies route's), by its kind and status. */
  routeErrorType(kind: string, status: number): WireErrorType;
  /** The format's error body, with the gateway's kind under GATEWAY_KIND_FIELD for the browser chat. */
  errorBody(error: WireError): Record<string, unknown>;
  /** A JSON error body as the last event of the format's event stream. */
  errorEvent(json: string): string;
}
