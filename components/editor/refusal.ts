/**
 * A save or deletion the editor refuses (the build's message, in the editor's language). Decap's toast shows a
 * failed save as String(error): the refusal is the message alone, no "Error: ".
 */
export class Refusal extends Error {
  override toString() {
    return this.message
  }
}
