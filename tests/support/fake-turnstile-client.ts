import type { BrowserContext, Page } from 'playwright-core'

// A stand-in for Turnstile's client script (Cloudflare cannot be reached here), following its documented API:
// https://developers.cloudflare.com/turnstile/get-started/client-side-rendering/ . Loaded as
// `api.js?onload=<fn>&render=explicit` (as @marsidev/react-turnstile loads it), it defines `window.turnstile` and calls
// `window[<fn>]()`. `render(container, params)` returns a widget id, puts the hidden response field in the container
// (`response-field-name`, unless `response-field` is false), and then either solves, calling `callback` with a token
// `pass:<action>:<random>` that the fake siteverify (fakes.ts) accepts for that action only, or solves with a token
// `refused:<action>:<random>` that it refuses (invalid-input-response, as Cloudflare refuses a forged token), or
// fails, calling `error-callback` with a client-side error code (600010: the challenge failed). Given several
// outcomes, the n-th widget rendered takes the n-th (and any after the last, the last): a new widget after a refusal.
// Like Turnstile's, each widget draws its challenge in a frame from Cloudflare's origin, which the page's policy must
// allow (Cloudflare's CSP guidance: frame-src https://challenges.cloudflare.com); the frame's page is a blank one.

const TURNSTILE_CLIENT_URL = 'https://challenges.cloudflare.com/turnstile/v0/api.js*'
const TURNSTILE_FRAME = 'https://challenges.cloudflare.com/cdn-cgi/challenge-platform/'

export type TurnstileOutcome = 'pass' | 'refused' | 'fail'

const clientScript = (outcomes: TurnstileOutcome[]) => `(() => {
  const outcomes = ${JSON.stringify(outcomes)}
  const onload = new URL(document.currentScript.src).searchParams.get('onload')
  const widgets = new Map()
  let count = 0
  const solve = (widget) => {
    const { params, outcome } = widget
    if (outcome === 'fail') return params['error-callback'] && params['error-callback']('600010')
    widget.token = outcome + ':' + params.action + ':' + Math.random().toString(36).slice(2)
    if (widget.field) widget.field.value = widget.token
    params.callback && params.callback(widget.token)
  }
  window.turnstile = {
    render(container, params) {
      const element = typeof container === 'string' ? document.querySelector(container) : container
      const id = 'fake-widget-' + (count += 1)
      const widget = { element, params, outcome: outcomes[Math.min(count, outcomes.length) - 1], token: '' }
      if (params['response-field'] !== false) {
        widget.field = document.createElement('input')
        widget.field.type = 'hidden'
        widget.field.name = params['response-field-name'] || 'cf-turnstile-response'
        element.append(widget.field)
      }
      widget.frame = document.createElement('iframe')
      widget.frame.src = '${TURNSTILE_FRAME}' + encodeURIComponent(params.sitekey)
      widget.frame.title = 'Widget containing a Cloudflare security challenge'
      element.append(widget.frame)
      widgets.set(id, widget)
      setTimeout(() => solve(widget))
      return id
    },
    reset(id) {
      const widget = widgets.get(id)
      if (!widget) return
      widget.token = ''
      setTimeout(() => solve(widget))
    },
    remove(id) {
      widgets.get(id)?.field?.remove()
      widgets.get(id)?.frame.remove()
      widgets.delete(id)
    },
    execute(container) {
      for (const widget of widgets.values()) if (widget.element === container) setTimeout(() => solve(widget))
    },
    getResponse(id) {
      return widgets.get(id)?.token
    },
    isExpired() {
      return false
    },
    ready(callback) {
      callback()
    },
  }
  if (onload && window[onload]) window[onload]()
})()`

/** Answers the page's (or context's) requests for Turnstile's script with the stand-in (its widgets take `outcomes` in
 * turn), and for its widgets' frames. */
export async function serveTurnstileClient(target: Page | BrowserContext, ...outcomes: TurnstileOutcome[]) {
  await target.route(`${TURNSTILE_FRAME}**`, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Turnstile</title>' }),
  )
  await target.route(TURNSTILE_CLIENT_URL, (route) =>
    route.fulfill({
      contentType: 'application/javascript',
      body: clientScript(outcomes.length ? outcomes : ['pass']),
    }),
  )
}
