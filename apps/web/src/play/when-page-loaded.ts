/** Runs `task` once the document's load event has fired (at once when it has); returns a function that cancels it. */
export function whenPageLoaded(task: () => void): () => void {
  if (document.readyState === 'complete') {
    task();
    return () => undefined;
  }
  window.addEventListener('load', task, { once: true });
  return () => {
    window.removeEventListener('load', task);
  };
}
