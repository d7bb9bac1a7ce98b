import { StyleSheet } from '@react-pdf/renderer'
import { REPORT_FONT } from './fonts'

export const colours = {
  ink: '#15212b',
  brand: '#0b4a66',
  muted: '#4a5866',
  line: '#c9d3da',
  panel: '#eef3f6',
  good: '#2b8a3e',
  warn: '#c77c00',
  bad: '#a4161a',
  unknown: '#7048a8',
  none: '#b7c0c7',
}

/** A question's cell in the heat map, by its points 0-4. */
export const pointColours = ['#a4161a', '#d9480f', '#e8a317', '#74b816', '#2b8a3e']

export const styles = StyleSheet.create({
  page: {
    fontFamily: REPORT_FONT,
    fontSize: 9.5,
    color: colours.ink,
    paddingTop: 44,
    paddingHorizontal: 42,
    paddingBottom: 48,
    lineHeight: 1.35,
  },
  header: {
    position: 'absolute',
    top: 18,
    left: 42,
    right: 42,
    flexDirection: 'row',
    justifyContent: 'space-between',
    fontSize: 8,
    color: colours.muted,
  },
  confidential: { color: colours.bad, fontWeight: 'bold', letterSpacing: 1 },
  footer: { position: 'absolute', bottom: 20, left: 42, right: 100, fontSize: 8, color: colours.muted },
  title: { fontSize: 20, fontWeight: 'bold', color: colours.brand, lineHeight: 1.2 },
  subtitle: { color: colours.muted, marginBottom: 10 },
  h2: { fontSize: 12.5, fontWeight: 'bold', color: colours.brand, marginTop: 12, marginBottom: 5 },
  h3: { fontSize: 10, fontWeight: 'bold', marginTop: 6, marginBottom: 2 },
  muted: { color: colours.muted },
  small: { fontSize: 8.5 },
  row: { flexDirection: 'row' },
  panel: { flex: 1, padding: 10, backgroundColor: colours.panel },
  score: { fontSize: 28, fontWeight: 'bold', color: colours.brand, lineHeight: 1.1 },
  note: { color: colours.bad, fontWeight: 'bold', marginTop: 3 },
  dot: { width: 8, height: 8, borderRadius: 4, marginRight: 6, marginTop: 2.5 },
  item: { flexDirection: 'row', marginBottom: 3 },
  itemText: { flex: 1 },
  heatRow: {
    flexDirection: 'row',
    alignItems: 'center',
    paddingVertical: 3,
    borderBottomWidth: 0.5,
    borderBottomColor: colours.line,
  },
  heatName: { width: '40%', paddingRight: 6 },
  heatCells: { width: '42%' },
  heatScore: { width: '18%', textAlign: 'right', fontWeight: 'bold' },
  action: { marginBottom: 3, paddingLeft: 6, borderLeftWidth: 2, fontSize: 8.5, lineHeight: 1.3 },
  compact: { fontSize: 8, lineHeight: 1.4 },
})
