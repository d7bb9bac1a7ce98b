/** Turnstile's widget failed its challenge (its error-callback): no token is coming until a new widget tries. */
export class ChallengeFailure extends Error {
  constructor() {
    super('the challenge widget failed')
    this.name = 'ChallengeFailure'
  }
}

/** Turnstile's token as a promise, so a form sent before the widget has solved waits for it; rejects if it fails. */
export class ChallengeToken {
  private token: string | null = null
  // The widget fails as it renders, usually before the form is sent: remembered, or the form would wait forever.
  private failed = false
  private waiting: { resolve: (token: string) => void; reject: (error: Error) => void }[] = []

  /** For the widget: Turnstile's callback, expired-callback and error-callback. */
  readonly events = {
    onSuccess: (token: string) => {
      this.token = token
      this.failed = false
      for (const waiter of this.waiting.splice(0)) waiter.resolve(token)
    },
    onExpire: () => {
      this.token = null
    },
    onError: () => {
      this.token = null
      this.failed = true
      for (const waiter of this.waiting.splice(0)) waiter.reject(new ChallengeFailure())
    },
  }

  next(): Promise<string> {
    const held = this.token
    if (held) return Promise.resolve(held)
    if (this.failed) return Promise.reject(new ChallengeFailure())
    return new Promise((resolve, reject) => this.waiting.push({ resolve, reject }))
  }

  /** The token was spent on an attempt, or the widget failed: the next one is the next widget's. */
  spend(): void {
    this.token = null
    this.failed = false
  }
}

export type TurnstileEvents = ChallengeToken['events']
