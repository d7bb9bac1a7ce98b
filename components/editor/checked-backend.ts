import { refusalWords } from '@/lib/content/problem-words'
import { checkedBackendName } from '@/lib/editor/editor-config'
import { quietFile } from '@/lib/editor/quiet-file'
import { problemsOfSave, type RepoFile, type Save } from '@/lib/editor/save-check'
import type { Lang } from '@/lib/i18n/langs'
import type { DecapBackendImplementation, DecapCms } from './decap-types'
import { readRepository, rememberBackend } from './site-repository'

// The editor's save path: before Decap's backend (GitHub in production, the local writer in development) writes
// anything, the whole site is read from that same backend, the save applied, and the build's checks run on the
// result. A save the build would refuse is refused here with the build's message, and nothing is written. What is
// written changes only what the editor changed (quiet-file.ts), against the file as the backend holds it now.

/** Decap's toast shows a failed save as String(error): the refusal is the build's message alone, no "Error: ". */
class Refusal extends Error {
  override toString() {
    return this.message
  }
}

function refuseBrokenSite(repository: RepoFile[], save: Save, lang: Lang): void {
  const problems = problemsOfSave(repository, save, lang)
  if (problems.length) throw new Refusal([refusalWords[lang], ...problems].join('\n'))
}

/** Registers Decap's backend `name` again, under checkedBackendName(name), with the site's check before each write. */
export function registerCheckedBackend(cms: DecapCms, name: string, lang: Lang): void {
  const original = cms.getBackend(name)
  if (!original) throw new Error(`Decap CMS has no backend "${name}"`)
  // Decap calls `new` on what it is given; a constructor that returns an object gives that object.
  function CheckedBackend(...args: unknown[]): DecapBackendImplementation {
    const backend = original!.init(...args)
    rememberBackend(backend)
    const persistEntry = backend.persistEntry.bind(backend)
    const deleteFiles = backend.deleteFiles.bind(backend)
    backend.persistEntry = async (entry, options) => {
      const repository = await readRepository(backend)
      const current = new Map(repository.map((file) => [file.path, file.text]))
      const dataFiles = entry.dataFiles.map((file) => ({ ...file, raw: quietFile(current.get(file.path), file.raw) }))
      const writes = dataFiles.map((file) => ({ path: file.newPath ?? file.path, text: file.raw, from: file.path }))
      refuseBrokenSite(repository, { writes, deletes: [] }, lang)
      return persistEntry({ ...entry, dataFiles }, options)
    }
    backend.deleteFiles = async (paths, message) => {
      refuseBrokenSite(await readRepository(backend), { writes: [], deletes: paths }, lang)
      return deleteFiles(paths, message)
    }
    return backend
  }
  cms.registerBackend(checkedBackendName(name), CheckedBackend)
}
