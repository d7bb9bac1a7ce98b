/**
 * Decap's editor starts a save from a click and awaits nothing: a save it refused (its toast has said why) leaves a
 * rejection nobody handles, with a failure action as its reason, or no reason at all for fields marked red. It is
 * no error of the page. Runs as the editor's first script (its layout's beforeInteractive script, as this function's
 * text), before Next's code: a window's listeners run in the order they were added, capture or not, and Next's
 * development overlay counts a rejection even when it is prevented.
 */
export function quietRefusedSaves(): void {
  window.addEventListener('unhandledrejection', (event) => {
    const reason = event.reason as { type?: unknown } | null | undefined
    if (reason !== undefined && reason?.type !== 'ENTRY_PERSIST_FAILURE') return
    event.preventDefault()
    event.stopImmediatePropagation()
  })
}
