import type { ComponentType } from 'react'

// The little of Decap CMS's API the editor uses. Decap hands widgets and previews Immutable.js values.

export interface ImmutableMap {
  get(key: string): unknown
  toJS(): Record<string, unknown>
}

export interface ControlProps {
  field: ImmutableMap
  /** The entry when the field was last drawn (Decap redraws a field only when its own value changes). */
  entry: ImmutableMap
  /** The entry as it is now. */
  getEntry?: () => ImmutableMap
  value: unknown
  onChange: (value: unknown) => void
  forID: string
  classNameWrapper: string
  [prop: string]: unknown
}

export interface PreviewProps {
  entry: ImmutableMap
  collection: ImmutableMap
}

/** The part of a Decap backend's implementation (decap-cms-lib-util's Implementation) the site's check wraps. */
export interface DecapBackendImplementation {
  entriesByFolder(folder: string, extension: string, depth: number): Promise<{ data: string; file: { path: string } }[]>
  persistEntry(
    entry: { dataFiles: { path: string; newPath?: string; raw: string }[]; assets: unknown[] },
    options: unknown,
  ): Promise<unknown>
  deleteFiles(paths: string[], message: string): Promise<unknown>
}

export interface DecapCms {
  getBackend(name: string): { init(...args: unknown[]): DecapBackendImplementation } | undefined
  registerBackend(name: string, backend: (...args: unknown[]) => DecapBackendImplementation): void
  registerMediaLibrary(library: { name: string; init(): unknown }): void
  init(options: { config: unknown }): void
  getWidget(name: string): { control: ComponentType<ControlProps> } | undefined
  registerWidget(name: string, control: ComponentType<ControlProps>): void
  registerCustomFormat(
    name: string,
    extension: string,
    format: { fromFile(text: string): unknown; toFile(data: Record<string, unknown>): string },
  ): void
  registerPreviewTemplate(collection: string, template: ComponentType<PreviewProps>): void
  registerEventListener(listener: { name: 'preSave'; handler(event: { entry: ImmutableMap }): unknown }): void
  getLocale(lang: string): Record<string, never>
  registerLocale(lang: string, phrases: unknown): void
}
