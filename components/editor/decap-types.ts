import type { ComponentType } from 'react'

// The little of Decap CMS's API the editor uses. Decap hands widgets and previews Immutable.js values.

export interface ImmutableMap {
  get(key: string): unknown
  toJS(): Record<string, unknown>
}

export interface ControlProps {
  field: ImmutableMap
  entry: ImmutableMap
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

export interface DecapCms {
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
}
