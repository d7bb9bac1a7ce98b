import { Component, type MouseEvent } from 'react'
import { issueWords } from '@/lib/shared/content/problem-words'
import { slug } from '@/lib/shared/content/schemas'
import { editorWords } from '@/lib/browser/editor/editor-words'
import type { ControlProps } from './decap-types'
import { editorLang } from './editor-lang'

/** Decap keeps the open document when only the collection in its address changes (the key is the same): load anew. */
function reload(event: MouseEvent<HTMLAnchorElement>) {
  event.preventDefault()
  window.location.hash = new URL(event.currentTarget.href).hash
  window.location.reload()
}

/** The file's name both languages share (empty: the address), chosen when new; then a link to the other language. */
export class FileKeyControl extends Component<ControlProps> {
  private get isNew() {
    return Boolean(this.props.entry.get('newRecord'))
  }

  isValid = () => {
    // Left empty, it is the address's (start-decap.ts fills it in before the save).
    if (!this.isNew || !this.props.value) return true
    const issue = slug.safeParse(this.props.value ?? '').error?.issues[0]
    const message = issue && issueWords(issue, this.props.value)[editorLang()]
    return message ? { error: { type: 'CUSTOM', message } } : true
  }

  render() {
    const { field, entry, value, onChange, forID, classNameWrapper } = this.props
    if (this.isNew)
      return (
        <input
          id={forID}
          className={classNameWrapper}
          value={typeof value === 'string' ? value : ''}
          onChange={(event) => onChange(event.target.value)}
        />
      )
    const key = String(entry.get('slug'))
    const pair = `#/collections/${String(field.get('pair'))}`
    const lang = String(field.get('pairLang')).toUpperCase()
    const t = editorWords[editorLang()]
    return (
      <div className={classNameWrapper} id={forID}>
        <code>
          {String(field.get('folder'))}/{key}.md
        </code>
        <p>
          <a href={`${pair}/entries/${key}`} onClick={reload}>
            {t.openPair(lang)}
          </a>
          {' · '}
          <a href={`${pair}/new?key=${encodeURIComponent(key)}`} onClick={reload}>
            {t.writePair(lang)}
          </a>
        </p>
      </div>
    )
  }
}
