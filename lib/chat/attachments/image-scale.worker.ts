// The image scaler's worker: decoding and encoding large images here keeps the page responsive.
import { answerScaleRequest, type ScaleReply, type ScaleRequest } from "./scale-protocol";

const scope = globalThis as unknown as {
  addEventListener(type: "message", listener: (event: MessageEvent<ScaleRequest>) => void): void;
  postMessage(message: ScaleReply): void;
};

scope.addEventListener("message", (event) => {
  void answerScaleRequest(event.data, (reply) => scope.postMessage(reply));
});
