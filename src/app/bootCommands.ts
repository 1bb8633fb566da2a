/**
 * Dialogs that the platform opens and closes without the page's code: a button's invoker command (`commandfor` with
 * `command="show-modal"` or `"close"`) and light dismiss (`closedby="any"`, a tap beside the dialog). For a browser
 * that knows neither yet, the page's one small script (./boot.ts) does the same.
 */
export function emulateDialogCommands() {
  const commands = 'command' in HTMLButtonElement.prototype;
  const lightDismiss = 'closedBy' in HTMLDialogElement.prototype;
  if (commands && lightDismiss) return;
  document.addEventListener('click', (event) => {
    const target = event.target instanceof Element ? event.target : null;
    // A click on the dialog element itself is one on its backdrop.
    if (!lightDismiss && target instanceof HTMLDialogElement && target.getAttribute('closedby') === 'any') target.close();
    const button = commands ? null : target?.closest('button[commandfor]');
    const dialog = button && document.getElementById(button.getAttribute('commandfor')!);
    if (!(dialog instanceof HTMLDialogElement)) return;
    const command = button!.getAttribute('command');
    if (command === 'show-modal' && !dialog.open) dialog.showModal();
    if (command === 'close') dialog.close();
  });
}

/** Whether a click's element does its job by the platform's invoker command alone: the page's code need not see it. */
export const invokesCommand = (element: Element) => element.hasAttribute('commandfor');
