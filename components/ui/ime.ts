// Whether a key event belongs to an input method (confirming a candidate with Enter, closing the
// candidate list with Escape): such keys must not send, save, commit or cancel anything. Some
// browsers report these keystrokes as keyCode 229 without setting isComposing.

interface KeyLike {
  isComposing?: boolean;
  keyCode?: number;
  nativeEvent?: { isComposing?: boolean; keyCode?: number };
}

export function isImeEvent(event: KeyLike): boolean {
  const native = event.nativeEvent ?? event;
  return native.isComposing === true || event.isComposing === true || native.keyCode === 229 || event.keyCode === 229;
}
