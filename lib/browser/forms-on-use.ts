import type { FormOperationId } from '@/lib/contracts/operations'
import { DRAFT_ATTRIBUTE, saveDraft } from './draft'
import { fetchFormSession, type FormSession } from './form-session'

// DESIGN: a form page is static HTML, and runs no script until its visitor starts using the form. The build
// (lib/build/page-scripts.ts) leaves Next's scripts in the page as inert data and adds this script, about 4 KB.
// A page view costs no request to the site: once the page is idle, the browser only fetches Next's script files
// into its cache. The first pointer, touch, key or focus inside the form asks the server for the form's marker and
// challenge (static HTML cannot carry them: the marker's time must be the visit's, not the build's) and, once that
// first press or key has been drawn, runs Next's scripts, which hydrate the page.
// Until the form says it is ready (announceFormsReady), what the visitor does in it does not reach React: React,
// mid-hydration, would finish hydrating the whole page at once to deliver an event, and the visitor's keystroke
// would wait for it (bench/RESULTS.md, issue 22); without the events it hydrates in slices between keystrokes.
// Nothing is lost meanwhile: what the browser does by itself stays done (text typed stays in the fields, which
// React leaves as it finds them, and is kept as the form's draft, as the form itself does once it runs, so that a
// reload before then loses nothing; focus moves); a box or option ticked stays ticked, and is ticked again once
// React listens, so that React knows; a button pressed, or the form sent, is held and replayed. So a form's text
// fields stay uncontrolled, read when it is sent: a field React held a value for would be reset to that value.
// If Next's scripts fail to load, the form says so and cannot be sent. A visitor with something stored in this tab
// (a draft, the KSC check's answers) gets the scripts at once, so that what they stored is back before they look
// for it.

/** The type the build gives Next's scripts on a form page, so that the browser does not run them. */
export const HELD_SCRIPT_TYPE = 'text/x-held-until-use'
const FORMS_READY = 'forms:ready'
const CARD = '[data-form-operation]'
/**
 * What a visitor's use of the form sends: React DOM's "discrete" events, each of which React, mid-hydration, would
 * finish hydrating the whole page at once to deliver, with focus and submit. Any of them inside the form is its use.
 */
const USE_EVENTS = [
  'pointerdown',
  'pointerup',
  'pointercancel',
  'mousedown',
  'mouseup',
  'click',
  'dblclick',
  'auxclick',
  'contextmenu',
  'touchstart',
  'touchend',
  'touchcancel',
  'dragstart',
  'dragend',
  'drop',
  'focusin',
  'keydown',
  'keypress',
  'keyup',
  'input',
  'textInput',
  'compositionstart',
  'compositionend',
  'change',
  'copy',
  'cut',
  'paste',
  'reset',
  'submit',
] as const
/** What a visitor presses to make the form do something; links are left to navigate. */
const PRESSABLE = 'button, input[type="submit"], input[type="button"], input[type="image"], summary'

declare global {
  interface Window {
    /** The session this page asked for when its form was first used, for the form to take. */
    formSessionAtStart?: { operation: FormOperationId; session: Promise<FormSession> }
  }
}

/** Said by a form once its code runs: held clicks and submits are replayed to it, and its card is marked ready. */
export function announceFormsReady(): void {
  document.querySelector(CARD)?.setAttribute('data-form-ready', '')
  window.dispatchEvent(new Event(FORMS_READY))
}

/** The session the page asked for when its form was first used, once, if it was for this operation. */
export function sessionFromStart(operation: FormOperationId): Promise<FormSession> | undefined {
  const asked = window.formSessionAtStart
  if (asked?.operation !== operation) return undefined
  window.formSessionAtStart = undefined
  return asked.session
}

function hasStoredState(): boolean {
  try {
    return sessionStorage.length > 0
  } catch {
    return false
  }
}

/** Fetches the held script files into the browser's cache, so that running them on first use waits for no network. */
function fetchHeldScripts(): void {
  for (const held of Array.from(
    document.querySelectorAll<HTMLScriptElement>(`script[type="${HELD_SCRIPT_TYPE}"][src]`),
  )) {
    fetch(held.src, { priority: 'low' } as RequestInit).catch(() => undefined)
  }
}

/** Runs Next's held scripts, in their order, as the page would have run them. */
function runHeldScripts(onFailure: () => void): void {
  for (const held of Array.from(document.querySelectorAll<HTMLScriptElement>(`script[type="${HELD_SCRIPT_TYPE}"]`))) {
    const script = document.createElement('script')
    for (const { name, value } of Array.from(held.attributes)) if (name !== 'type') script.setAttribute(name, value)
    script.text = held.text
    script.addEventListener('error', onFailure)
    held.replaceWith(script)
  }
}

/**
 * Ticks a box or option again as the visitor left it, now that React listens: its change is then React's too.
 * (Setting `checked` in script tells React's value tracker; the click that follows is a change it sees.)
 */
function tickAgain(input: HTMLInputElement, checked: boolean): void {
  input.checked = !checked
  input.click()
}

export function startFormsOnUse(): void {
  const card = document.querySelector<HTMLElement>(CARD)
  const operation = card?.dataset.formOperation as FormOperationId | undefined
  if (!card || !operation) return

  let started = false
  let state: 'waiting' | 'ready' | 'failed' = 'waiting'
  /** What the visitor did that React must be told, with the element it was done to. */
  const held: { target: Element; replay: () => void; press: boolean }[] = []
  // In a task of its own: a form says it is ready from an effect, where React renders nothing until the effect is
  // done, so an option replayed there would be judged against the answers before the one replayed ahead of it.
  // Boxes and options first, together (React renders what each changed before the next), so that nothing ticked
  // is ever seen unticked; then each press in a task of its own, as what it does may be rendered later. A press
  // held did nothing the visitor could see, so the ticks made after it come before it, as the visitor saw them.
  const replayHeld = () => {
    const presses = held.filter((action) => action.press)
    for (const tick of held.filter((action) => !action.press)) if (tick.target.isConnected) tick.replay()
    held.length = 0
    const pressNext = () => {
      const press = presses.shift()
      if (press?.target.isConnected) press.replay()
      if (presses.length) setTimeout(pressNext)
    }
    pressNext()
  }
  const ready = () => {
    if (state !== 'waiting') return
    state = 'ready'
    setTimeout(replayHeld)
  }
  // The form cannot work: say so, and from now on keep it from being sent by the browser itself (it would go
  // without its marker, and be accepted and dropped).
  const fail = () => {
    if (state !== 'waiting') return
    state = 'failed'
    held.length = 0
    card.querySelector('[data-form-failed]')?.removeAttribute('hidden')
  }
  const start = () => {
    if (started) return
    started = true
    const session = fetchFormSession(operation, document.documentElement.lang === 'en' ? 'en' : 'pl')
    session.catch(() => undefined) // the form asks again when it is sent
    window.formSessionAtStart = { operation, session }
    // After the next frame: the press or key that started it is drawn first, and does not wait for Next's scripts.
    requestAnimationFrame(() => setTimeout(() => runHeldScripts(fail)))
  }
  // A press repeated while nothing happened is the same press: it is replayed once.
  const hold = (event: Event, target: Element, replay: () => void) => {
    event.preventDefault()
    event.stopImmediatePropagation()
    if (!held.some((action) => action.press && action.target === target)) held.push({ target, replay, press: true })
  }
  const onClick = (target: HTMLElement, event: Event) => {
    const pressable = target.closest(PRESSABLE)
    if (target instanceof HTMLInputElement && (target.type === 'checkbox' || target.type === 'radio')) {
      const checked = target.checked
      held.push({ target, replay: () => tickAgain(target, checked), press: false })
    } else if (pressable) hold(event, pressable, () => target.click())
  }
  const onSubmit = (form: HTMLFormElement, event: Event) => {
    if (state === 'failed') return event.preventDefault()
    start()
    hold(event, form, () => form.requestSubmit())
  }
  const keepDraft = (target: HTMLElement) => {
    const form = target.closest(`form[${DRAFT_ATTRIBUTE}]`)
    if (form instanceof HTMLFormElement) saveDraft(form, form.getAttribute(DRAFT_ATTRIBUTE)!)
  }
  const onEvent = (event: Event) => {
    const target = event.target as HTMLElement
    if (state === 'ready' || !card.contains(target)) return
    if (event.type === 'input' || event.type === 'change') keepDraft(target)
    if (event.type === 'submit') return onSubmit(target as HTMLFormElement, event)
    if (state === 'failed') return
    start()
    event.stopImmediatePropagation() // from React, until the form is ready (see above)
    if (event.type === 'click') onClick(target, event)
  }
  // On the window, in the capture phase: before React's listeners on the document.
  for (const type of USE_EVENTS)
    window.addEventListener(type, onEvent, { capture: true, passive: type.startsWith('touch') })
  window.addEventListener(FORMS_READY, ready, { once: true })
  if (hasStoredState()) return start()
  const whenIdle = window.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 1))
  if (document.readyState === 'complete') whenIdle(fetchHeldScripts)
  else window.addEventListener('load', () => whenIdle(fetchHeldScripts), { once: true })
}
