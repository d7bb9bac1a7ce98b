import { Link, StyleSheet, Text, View } from '@react-pdf/renderer'
import { Lexer, type Token, type Tokens } from 'marked'
import type { ReactNode } from 'react'

// The Markdown of a material's text as PDF blocks: headings, paragraphs, lists, tables, quotes. Only what an
// editor writes in content/*/material-texts; anything else (raw HTML) is shown as its text.

export const ink = '#15212b'
export const brand = '#0b4a66'
export const muted = '#4a5866'

const styles = StyleSheet.create({
  h3: { fontSize: 11.5, fontWeight: 'bold', marginTop: 10, marginBottom: 4, lineHeight: 1.3 },
  paragraph: { marginBottom: 7 },
  item: { flexDirection: 'row', marginBottom: 3 },
  bullet: { width: 16 },
  itemBody: { flex: 1 },
  quote: { borderLeftWidth: 3, borderLeftColor: brand, paddingLeft: 10, marginVertical: 6, color: muted },
  table: { marginVertical: 6, borderTopWidth: 1, borderTopColor: '#c7d2da' },
  row: { flexDirection: 'row', borderBottomWidth: 1, borderBottomColor: '#c7d2da' },
  cell: { flex: 1, padding: 4, fontSize: 9 },
  headCell: { flex: 1, padding: 4, fontSize: 9, fontWeight: 'bold', backgroundColor: '#eef3f6' },
})

function inline(tokens: Token[] | undefined): ReactNode[] {
  return (tokens ?? []).map((token, i) => {
    switch (token.type) {
      case 'strong':
        return (
          <Text key={i} style={{ fontWeight: 'bold' }}>
            {inline((token as Tokens.Strong).tokens)}
          </Text>
        )
      case 'em':
        return <Text key={i}>{inline((token as Tokens.Em).tokens)}</Text>
      case 'link':
        return (
          <Link key={i} src={(token as Tokens.Link).href} style={{ color: brand }}>
            {inline((token as Tokens.Link).tokens)}
          </Link>
        )
      case 'br':
        return '\n'
      case 'text':
        return 'tokens' in token && token.tokens ? (
          <Text key={i}>{inline(token.tokens)}</Text>
        ) : (
          (token as Tokens.Text).text
        )
      default:
        return 'text' in token ? String(token.text) : ''
    }
  })
}

function List({ list }: { list: Tokens.List }) {
  const start = typeof list.start === 'number' ? list.start : 1
  return (
    <View style={styles.paragraph}>
      {list.items.map((item, i) => (
        <View key={i} style={styles.item} wrap={false}>
          <Text style={styles.bullet}>{list.ordered ? `${start + i}.` : '•'}</Text>
          <Text style={styles.itemBody}>
            {item.tokens.flatMap((t) => ('tokens' in t && t.tokens ? inline(t.tokens) : inline([t])))}
          </Text>
        </View>
      ))}
    </View>
  )
}

function Table({ table }: { table: Tokens.Table }) {
  // A label column beside one long text column reads better narrow.
  const flexOf = (column: number) => (table.header.length === 2 && column === 0 ? 0.45 : 1)
  return (
    <View style={styles.table}>
      <View style={styles.row} wrap={false}>
        {table.header.map((cell, i) => (
          <Text key={i} style={[styles.headCell, { flex: flexOf(i) }]}>
            {inline(cell.tokens)}
          </Text>
        ))}
      </View>
      {table.rows.map((row, r) => (
        <View key={r} style={styles.row} wrap={false}>
          {row.map((cell, i) => (
            <Text key={i} style={[styles.cell, { flex: flexOf(i) }]}>
              {inline(cell.tokens)}
            </Text>
          ))}
        </View>
      ))}
    </View>
  )
}

function Block({ token }: { token: Token }) {
  switch (token.type) {
    case 'heading':
      return (
        <Text style={styles.h3} minPresenceAhead={40}>
          {inline((token as Tokens.Heading).tokens)}
        </Text>
      )
    case 'paragraph':
      return <Text style={styles.paragraph}>{inline((token as Tokens.Paragraph).tokens)}</Text>
    case 'list':
      return <List list={token as Tokens.List} />
    case 'table':
      return <Table table={token as Tokens.Table} />
    case 'blockquote':
      return (
        <View style={styles.quote}>
          {(token as Tokens.Blockquote).tokens.map((t, i) => (
            <Block key={i} token={t} />
          ))}
        </View>
      )
    case 'space':
    case 'hr':
      return null
    default:
      return 'text' in token ? <Text style={styles.paragraph}>{String(token.text)}</Text> : null
  }
}

export interface Chapter {
  title: string
  tokens: Token[]
}

/** A material's text cut at its level-2 headings: the chapters, in order, each with the blocks under it. */
export function chaptersOf(markdown: string): Chapter[] {
  const chapters: Chapter[] = []
  for (const token of new Lexer({ gfm: true }).lex(markdown)) {
    if (token.type === 'heading' && (token as Tokens.Heading).depth <= 2)
      chapters.push({ title: (token as Tokens.Heading).text, tokens: [] })
    else if (chapters.length > 0) chapters.at(-1)!.tokens.push(token)
    else if (token.type !== 'space') throw new Error('a material text must start with a level-2 heading (## Chapter)')
  }
  return chapters
}

export function ChapterBlocks({ chapter }: { chapter: Chapter }) {
  return (
    <>
      {chapter.tokens.map((token, i) => (
        <Block key={i} token={token} />
      ))}
    </>
  )
}
