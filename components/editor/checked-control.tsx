import { Component } from 'react'
import { checkedOf } from '@/lib/browser/editor/collections'
import { checkField } from '@/lib/shared/editor/field-check'
import type { ControlProps, DecapCms, ImmutableMap } from './decap-types'
import { editorLang } from './editor-lang'

const isEmpty = (value: unknown) => value === undefined || value === null || value === ''

/** A field checked by the build's own schema, drawn by `inner`; Decap asks `isValid()` before it saves. */
export function checkedControl(cms: DecapCms) {
  return class CheckedControl extends Component<ControlProps> {
    isValid = () => {
      const { field, entry, value } = this.props
      // A required field left empty: Decap says so itself ("This field is required"), once.
      if (isEmpty(value) && field.get('required') !== false) return true
      const checked = checkedOf(String(entry.get('collection')))
      const message = checked && checkField(checked, String(field.get('name')), value, editorLang())
      return message ? { error: { type: 'CUSTOM', message } } : true
    }

    render() {
      const field = this.props.field as ImmutableMap & { set(key: string, value: unknown): ImmutableMap }
      const inner = String(field.get('inner'))
      const Inner = cms.getWidget(inner)?.control
      return Inner ? <Inner {...this.props} field={field.set('widget', inner)} /> : null
    }
  }
}
