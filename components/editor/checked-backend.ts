import { refusalWords } from '@/lib/shared/content/problem-words'
import { checkedBackendName } from '@/lib/browser/editor/editor-config'
import { quietFile } from '@/lib/browser/editor/quiet-file'
import { problemsOfSave, type RepoFile, type Save } from '@/lib/shared/editor/save-check'
import type { Lang } from '@/lib/shared/i18n/langs'
import type { DecapBackendImplementation, DecapCms } from './decap-types'
import { Refusal } from './refusal'
import { readRepository, rememberBackend } from './site-repository'

// Before Decap's backend writes, the build's checks run on the whole site with the save applied; a refused save
// writes nothing, a save changes only what the editor changed (docs/editor.md, One set of rules).

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
