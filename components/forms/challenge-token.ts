/** Turnstile's token as a promise, so a form sent before the widget has solved waits for it; rejects if it fails. */
export class ChallengeToken {
  private token: string | null = null
  private waiting: { resolve: (token: string) => void; reject: (error: Error) => void }[] = []

  /** For the widget: Turnstile's callback, expired-callback and error-callback. */
  readonly events = {
    onSuccess: (token: string) => {
      this.token = token
      for (const waiter of this.waiting.splice(0)) waiter.resolve(token)
    },
    onExpire: () => {
      this.token = null
    },
    onError: () => {
      this.token = null
      for (const waiter of this.waiting.splice(0)) waiter.reject(new Error('the challenge widget failed'))
    },
  }

  next(): Promise<string> {
    const held = this.token
    return held ? Promise.resolve(held) : new Promise((resolve, reject) => this.waiting.push({ resolve, reject }))
  }

  /** The token was spent on an attempt: the next one is the next widget's. */
  spend(): void {
    this.token = null
  }
}

export type TurnstileEvents = ChallengeToken['events']
