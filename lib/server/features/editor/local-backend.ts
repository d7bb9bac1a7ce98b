import 'server-only'
import { createHash } from 'node:crypto'
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { contentTexts } from '@/lib/server/domain/content/load'
import { problemsOfSave, type Save } from '../../../shared/editor/save-check'

// Decap's proxy backend protocol for development: writes under content/ only, refusing what the build would.

const ROOT = process.cwd()
const EDITABLE = 'content/'

export class BackendError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message)
  }
}

function inContent(file: string): string {
  const normalised = path.posix.normalize(file)
  if (!normalised.startsWith(EDITABLE) || normalised.includes('..'))
    throw new BackendError(`not editable: ${file}`, 403)
  // The build's tracer cannot know these paths; the writer never runs in a deployment.
  return path.join(/*turbopackIgnore: true*/ ROOT, normalised)
}

const idOf = (text: string) => createHash('sha256').update(text).digest('hex')

async function entry(file: string) {
  try {
    const data = await readFile(inContent(file), 'utf8')
    return { data, file: { path: file, id: idOf(data) } }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { data: null, file: { path: file, id: null } }
    throw error
  }
}

async function entriesByFolder(folder: string, extension: string) {
  const names = await readdir(inContent(folder)).catch(() => [] as string[])
  const files = names.filter((name) => name.endsWith(`.${extension}`)).sort()
  return Promise.all(files.map((name) => entry(`${folder}/${name}`)))
}

interface DataFile {
  path: string
  raw: string
  newPath?: string
}

/** Readers (the dev server's content loader, a test) see the old file or the new one, never half of it. */
async function writeWhole(target: string, text: string) {
  const partial = path.join(path.dirname(target), `.${path.basename(target)}.${process.pid}.partial`)
  await writeFile(partial, text)
  await rename(partial, target)
}

/** Refuses a save after which the build would fail; the working tree is what the build would read. */
function refuseBrokenSite(save: Save) {
  const repository = contentTexts().map(({ file, text }) => ({ path: file, text }))
  const problems = problemsOfSave(repository, save, 'en')
  if (problems.length) throw new BackendError(problems.join('\n'), 422)
}

async function persistEntry(dataFiles: DataFile[]) {
  refuseBrokenSite({
    writes: dataFiles.map((f) => ({ path: f.newPath ?? f.path, text: f.raw, from: f.path })),
    deletes: [],
  })
  for (const file of dataFiles) {
    const target = inContent(file.newPath ?? file.path)
    await mkdir(path.dirname(target), { recursive: true })
    await writeWhole(target, file.raw)
    if (file.newPath && file.newPath !== file.path) await rm(inContent(file.path), { force: true })
  }
  return { message: 'entry persisted' }
}

type Params = Record<string, unknown>

/** One request of Decap's proxy backend: its action and parameters, answered as `decap-server` would. */
export async function runBackendAction(action: string, params: Params): Promise<unknown> {
  switch (action) {
    case 'info':
      return { repo: path.basename(ROOT), publish_modes: ['simple'], type: 'local_fs' }
    case 'entriesByFolder':
      return entriesByFolder(String(params.folder), String(params.extension))
    case 'entriesByFiles':
      return Promise.all((params.files as { path: string }[]).map((f) => entry(f.path)))
    case 'getEntry':
      return entry(String(params.path))
    case 'persistEntry':
      return persistEntry(params.dataFiles as DataFile[])
    case 'getMedia':
      return []
    case 'deleteFile':
    case 'deleteFiles': {
      const files = ((params.paths as string[] | undefined) ?? [String(params.path)]).map((file) => {
        inContent(file)
        return file
      })
      refuseBrokenSite({ writes: [], deletes: files })
      for (const file of files) await rm(inContent(file))
      return { message: 'deleted' }
    }
    default:
      throw new BackendError(`the editor's local backend does not do "${action}"`, 422)
  }
}
