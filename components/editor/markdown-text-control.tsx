import { Component, createRef, type ChangeEvent } from 'react'
import type { Doc } from '@/lib/shared/content/read-content'
import { editorWords } from '@/lib/browser/editor/editor-words'
import { link, prefixLines, wrap, type TextSelection } from '@/lib/browser/editor/markdown-edits'
import { isLang, langs } from '@/lib/shared/i18n/langs'
import type { ControlProps } from './decap-types'
import { editorLang } from './editor-lang'
import { sitePages } from './site-repository'

type Page = Pick<Doc, 'lang' | 'path'> & { title: string }

/** A plain text area (the file gets what is typed) with a Markdown toolbar and a picker of the site's pages. */
export class MarkdownTextControl extends Component<ControlProps, { pages: Page[] }> {
  state = { pages: [] as Page[] }
  private area = createRef<HTMLTextAreaElement>()
  private selection: TextSelection | undefined

  componentDidMount() {
    void sitePages().then((docs) =>
      this.setState({ pages: docs.map((d) => ({ lang: d.lang, path: d.path, title: d.data.title })) }),
    )
  }

  componentDidUpdate() {
    const area = this.area.current
    if (!area || !this.selection) return
    area.focus()
    area.setSelectionRange(this.selection.start, this.selection.end)
    this.selection = undefined
  }

  private get text() {
    return typeof this.props.value === 'string' ? this.props.value : ''
  }

  private edit(change: (selection: TextSelection) => TextSelection) {
    const area = this.area.current
    const next = change({ text: this.text, start: area?.selectionStart ?? 0, end: area?.selectionEnd ?? 0 })
    this.selection = next
    this.props.onChange(next.text)
  }

  private linkToPage = (event: ChangeEvent<HTMLSelectElement>) => {
    const page = this.state.pages.find((p) => p.path === event.target.value)
    event.target.value = ''
    if (page) this.edit((s) => link(s, page.path, page.title))
  }

  render() {
    const { forID, classNameWrapper, entry } = this.props
    const t = editorWords[editorLang()]
    const own = String(entry.get('collection')).slice(-2)
    const order = isLang(own) ? [own, ...langs.filter((l) => l !== own)] : langs
    return (
      <div className={classNameWrapper}>
        <div role="toolbar" aria-label={t.toolbar} aria-controls={forID} className="markdown-toolbar">
          <button type="button" onClick={() => this.edit((s) => prefixLines(s, '## '))}>
            {t.heading}
          </button>
          <button type="button" onClick={() => this.edit((s) => prefixLines(s, '### '))}>
            {t.subheading}
          </button>
          <button type="button" onClick={() => this.edit((s) => wrap(s, '**', t.bold))}>
            <b>{t.bold}</b>
          </button>
          <button type="button" onClick={() => this.edit((s) => wrap(s, '_', t.italic))}>
            <i>{t.italic}</i>
          </button>
          <button type="button" onClick={() => this.edit((s) => prefixLines(s, '- '))}>
            {t.bulletList}
          </button>
          <button type="button" onClick={() => this.edit((s) => prefixLines(s, '', true))}>
            {t.numberedList}
          </button>
          {/* A select is as wide as its longest option: a page's title with its address. */}
          <select aria-label={t.linkToPage} defaultValue="" onChange={this.linkToPage} style={{ maxWidth: '100%' }}>
            <option value="" disabled>
              {t.linkToPage}
            </option>
            {order.map((lang) => (
              <optgroup key={lang} label={lang.toUpperCase()}>
                {this.state.pages
                  .filter((p) => p.lang === lang)
                  .map((p) => (
                    <option key={p.path} value={p.path}>
                      {p.title} ({p.path})
                    </option>
                  ))}
              </optgroup>
            ))}
          </select>
          <button type="button" onClick={() => this.edit((s) => link(s, 'https://', t.linkText))}>
            {t.externalLink}
          </button>
        </div>
        <textarea
          ref={this.area}
          id={forID}
          value={this.text}
          rows={16}
          onChange={(event) => this.props.onChange(event.target.value)}
          style={{
            width: '100%',
            fontFamily: 'monospace',
            fontSize: '15px',
            lineHeight: 1.5,
            border: 0,
            resize: 'vertical',
          }}
        />
      </div>
    )
  }
}
