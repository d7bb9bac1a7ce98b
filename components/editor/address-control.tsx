import { Component } from 'react'
import { addressFromTitle } from '@/lib/browser/editor/address-from-title'
import type { ControlProps, ImmutableMap } from './decap-types'

/** A page's address: follows the title while new and untyped, never changed once published (docs/editor.md). Decap
 * redraws a field only when its own value changes, so it listens to the form's typing and reads Decap's `getEntry`. */
export class AddressControl extends Component<ControlProps> {
  private typed = false

  componentDidMount() {
    document.addEventListener('input', this.follow)
    this.follow()
  }

  componentWillUnmount() {
    document.removeEventListener('input', this.follow)
  }

  private follow = () => {
    const { entry, getEntry, value, onChange } = this.props
    const current = getEntry?.() ?? entry
    if (!current.get('newRecord') || this.typed) return
    const title = (current.get('data') as ImmutableMap).get('title')
    const suggested = addressFromTitle(typeof title === 'string' ? title : '')
    if (suggested !== (typeof value === 'string' ? value : '')) onChange(suggested)
  }

  render() {
    const { forID, classNameWrapper, value, onChange } = this.props
    return (
      <input
        id={forID}
        className={classNameWrapper}
        value={typeof value === 'string' ? value : ''}
        onChange={(event) => {
          this.typed = true
          onChange(event.target.value)
        }}
      />
    )
  }
}
