'use client'

import { startTransition, useCallback, useRef, useState } from 'react'
import type { CriticalSelection, EvidenceItems, Finding } from '@/lib/browser/sap-exports/evidence'
import type { ExportProblem, RefusalDetail } from '@/lib/browser/sap-exports/export-error'
import { EXPORT_LIMITS } from '@/lib/browser/sap-exports/limits'
import type { ExportSummary, FromWorker, ToWorker } from '@/lib/browser/sap-exports/worker-protocol'

// The worker starts with the first file added; files and what is found in them stay in this tab, never sent.

export interface AddedExport {
  id: string
  name: string
  /** The file's date, which the page shows and against which ages are measured. */
  date: number
  summary?: ExportSummary
  problem?: ExportProblem
  /** For a report not recognised: the titles found and the columns missing. */
  detail?: RefusalDetail
  selection: CriticalSelection
  /** The system (SID) the visitor names for the file; users are counted apart by system. */
  system: string | null
}

export function useSapExports() {
  const worker = useRef<Worker | null>(null)
  const [files, setFiles] = useState<AddedExport[]>([])
  const [findings, setFindings] = useState<Finding[] | null>(null)
  const [items, setItems] = useState<EvidenceItems | null>(null)
  const [cycleDays, setCycleDays] = useState(30)
  const counter = useRef(0)
  const cycleRef = useRef(cycleDays)

  const send = useCallback((message: ToWorker) => {
    if (!worker.current) {
      worker.current = new Worker(new URL('./sap-exports.worker.ts', import.meta.url))
      // What the worker found re-renders the whole check (measured answers, their notes): as a transition, which
      // React renders in slices between the browser's own work, so no one task holds the page.
      worker.current.onmessage = ({ data }: MessageEvent<FromWorker>) =>
        startTransition(() => {
          if (data.type === 'findings') {
            setFindings(data.findings)
            setItems(data.items)
          } else
            setFiles((all) =>
              all.map((f) =>
                f.id !== data.id
                  ? f
                  : data.type === 'read'
                    ? { ...f, summary: data.summary }
                    : { ...f, problem: data.problem, detail: data.detail },
              ),
            )
        })
      worker.current.postMessage({ type: 'cycle', days: cycleRef.current } satisfies ToWorker)
    }
    worker.current.postMessage(message)
  }, [])

  const add = useCallback(
    (added: File[], selection: CriticalSelection = null) => {
      const room = EXPORT_LIMITS.files - files.filter((f) => !f.problem).length
      const entries = added.map((file, i) => ({
        entry: {
          id: `export-${++counter.current}`,
          name: file.name,
          date: file.lastModified || Date.now(),
          selection,
          system: null,
          ...(i >= room ? { problem: 'too-many-files' as const } : {}),
        },
        file,
      }))
      setFiles((all) => [...all, ...entries.map((e) => e.entry)])
      for (const { entry, file } of entries) {
        if (entry.problem) continue
        send({ type: 'add', id: entry.id, file, asOf: entry.date })
        if (selection) send({ type: 'select', id: entry.id, selection })
      }
    },
    [files, send],
  )

  const remove = useCallback(
    (id: string) => {
      setFiles((all) => all.filter((f) => f.id !== id))
      send({ type: 'remove', id })
    },
    [send],
  )

  const select = useCallback(
    (id: string, selection: CriticalSelection) => {
      setFiles((all) => all.map((f) => (f.id === id ? { ...f, selection } : f)))
      send({ type: 'select', id, selection })
    },
    [send],
  )

  const name = useCallback(
    (id: string, system: string | null) => {
      setFiles((all) => all.map((f) => (f.id === id ? { ...f, system } : f)))
      send({ type: 'system', id, system })
    },
    [send],
  )

  const cycle = useCallback(
    (days: number) => {
      setCycleDays(days)
      cycleRef.current = days
      if (worker.current) send({ type: 'cycle', days })
    },
    [send],
  )

  return { files, findings, items, cycleDays, add, remove, select, name, cycle }
}

export type SapExports = ReturnType<typeof useSapExports>
