import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import path from 'node:path'
import v8 from 'node:v8'
import vm from 'node:vm'
import { it } from 'vitest'
import { median } from '../tests/support/stats'
import { rsusr002Export } from './rsusr002-export'

// What the evidence step's worker does with a 100,000-user RSUSR002 list, this tree against an earlier one (BASE, by
// default be54d1f: before issue 34), in one process: read it (`readExport`), find the evidence with no profile
// selected, then again with SAP_ALL selected (the visitor's answer to "which profile?"), as the worker does on a file
// and on a selection. BASE's lib/sap-exports (lib/browser/sap-exports since) comes out of git into a temporary folder.
// Rounds alternate which tree goes first, so a busy machine weighs on both alike; each round also times the run's
// baseline, the same bytes decoded and split into lines. Medians of ROUNDS rounds, after one round of warming up. A
// full garbage collection before each timed step, so that neither tree pays for the other's garbage. Memory: the heap a
// step's result keeps (used heap after a full collection, with the result held, less before it), the read's and the
// SAP_ALL selection's (its evidence lists every unlocked holder), against the heap the baseline's lines keep.

const BASE = process.env.BASE ?? 'be54d1f'
const ROUNDS = Number(process.env.ROUNDS ?? 15)
const USERS = 100_000
const root = path.resolve(import.meta.dirname, '..')

interface Tree {
  readExport: (bytes: Uint8Array) => unknown
  findEvidence: (loaded: unknown[], patchCycleDays: number) => unknown
}

async function treeAt(dir: string): Promise<Tree> {
  const { readExport } = await import(path.join(dir, 'read-export.ts'))
  const { findEvidence } = await import(path.join(dir, 'evidence.ts'))
  return { readExport, findEvidence }
}

v8.setFlagsFromString('--expose-gc')
const gc = vm.runInNewContext('gc') as () => void

const time = (run: () => void) => {
  gc()
  const start = performance.now()
  run()
  return performance.now() - start
}

/** The heap, in MB, that `make`'s result keeps once all garbage is collected. */
function kept(make: () => unknown): { value: unknown; mb: number } {
  gc()
  const before = process.memoryUsage().heapUsed
  const value = make()
  gc()
  return { value, mb: (process.memoryUsage().heapUsed - before) / 1e6 }
}

/** One round of the worker's work: the read, the findings without a selection, the findings with SAP_ALL. */
function workerRound(tree: Tree, bytes: Uint8Array) {
  let read: unknown
  const readMs = time(() => (read = tree.readExport(bytes)))
  const loaded = { id: 'rsusr002', asOf: Date.UTC(2026, 10, 20), selection: null, system: null, read }
  const findMs = time(() => tree.findEvidence([loaded], 30))
  const selected = { ...loaded, selection: 'SAP_ALL' }
  const selectMs = time(() => tree.findEvidence([selected], 30))
  read = null
  // Apart from the timed steps, so that no measurement of memory weighs on a time.
  const readKept = kept(() => tree.readExport(bytes))
  const selectKept = kept(() => tree.findEvidence([{ ...selected, read: readKept.value }], 30))
  return {
    readMs,
    findMs,
    selectMs,
    totalMs: readMs + findMs + selectMs,
    readMb: readKept.mb,
    selectMb: selectKept.mb,
  }
}

it(`the worker's work on a 100,000-user list: this tree against ${BASE}, and both against decoding the file`, async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'sap-exports-base-'))
  try {
    execFileSync('sh', ['-c', `git archive ${BASE} lib/sap-exports | tar -x -C ${dir}`], { cwd: root })
    const trees: [string, Tree][] = [
      [BASE, await treeAt(path.join(dir, 'lib/sap-exports'))],
      ['this tree', await treeAt(path.join(root, 'lib/browser/sap-exports'))],
    ]
    const bytes = new TextEncoder().encode(rsusr002Export(USERS))
    const baseline: number[] = []
    const baselineMb: number[] = []
    const runs = new Map(trees.map(([name]) => [name, [] as ReturnType<typeof workerRound>[]]))
    for (let round = -1; round < ROUNDS; round++) {
      const decodeMs = time(() => new TextDecoder().decode(bytes).split('\n'))
      const decodeMb = kept(() => new TextDecoder().decode(bytes).split('\n')).mb
      const order = round % 2 ? trees : [...trees].reverse()
      const results = order.map(([name, tree]) => [name, workerRound(tree, bytes)] as const)
      if (round < 0) continue
      baseline.push(decodeMs)
      baselineMb.push(decodeMb)
      for (const [name, result] of results) runs.get(name)!.push(result)
    }
    const base = median(baseline)
    const baseMb = median(baselineMb)
    const rows = [...runs].map(([name, results]) => {
      const m = (pick: (r: ReturnType<typeof workerRound>) => number) => median(results.map(pick))
      return {
        name,
        read: m((r) => r.readMs),
        find: m((r) => r.findMs),
        select: m((r) => r.selectMs),
        total: m((r) => r.totalMs),
        readMb: m((r) => r.readMb),
        selectMb: m((r) => r.selectMb),
      }
    })
    const [old, now] = rows as [(typeof rows)[number], (typeof rows)[number]]
    console.log(
      [
        `${ROUNDS} rounds, ${USERS} users (${(bytes.length / 1e6).toFixed(1)} MB), load average ${loadavg()
          .map((l) => l.toFixed(1))
          .join(' ')}; baseline (decode and split): median ${base.toFixed(0)} ms`,
        '| tree | read | findings | findings, SAP_ALL selected | total | total / baseline |',
        '|---|---|---|---|---|---|',
        ...rows.map(
          (r) =>
            `| ${r.name} | ${r.read.toFixed(0)} ms | ${r.find.toFixed(0)} ms | ${r.select.toFixed(0)} ms | ${r.total.toFixed(0)} ms | ${(r.total / base).toFixed(2)} |`,
        ),
        `this tree / ${BASE}: read ${(now.read / old.read).toFixed(2)}; read and findings (a file added) ${(
          (now.read + now.find) /
          (old.read + old.find)
        ).toFixed(
          2,
        )}; SAP_ALL selected ${(now.select / old.select).toFixed(2)}; total ${(now.total / old.total).toFixed(2)}`,
        '',
        `Heap kept, MB; baseline (the lines): ${baseMb.toFixed(1)} MB`,
        '| tree | the read | its evidence, SAP_ALL selected | read / baseline | both / baseline |',
        '|---|---|---|---|---|',
        ...rows.map(
          (r) =>
            `| ${r.name} | ${r.readMb.toFixed(1)} | ${r.selectMb.toFixed(1)} | ${(r.readMb / baseMb).toFixed(2)} | ${((r.readMb + r.selectMb) / baseMb).toFixed(2)} |`,
        ),
        // No ratio of the evidence alone: a tree that keeps counts only keeps next to nothing.
        `this tree / ${BASE}: read ${(now.readMb / old.readMb).toFixed(2)}; read and evidence, SAP_ALL selected ${(
          (now.readMb + now.selectMb) /
          (old.readMb + old.selectMb)
        ).toFixed(2)}`,
      ].join('\n'),
    )
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
})
