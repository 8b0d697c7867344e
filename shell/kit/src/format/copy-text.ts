/** Puts `text` on the clipboard: true when it got there, false when the browser refused (then show it to copy by hand). */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}
