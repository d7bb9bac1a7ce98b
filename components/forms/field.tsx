import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react'

interface FrameProps {
  name: string
  label: string
  /** Shown after the label: "(required)" or "(optional)". */
  marker: string
  error?: string
  hint?: string
}

/** Ids and ARIA wiring shared by every control: its hint and its error describe it; an error marks it invalid. */
function controlProps({ name, error, hint }: FrameProps) {
  const id = `field-${name}`
  const described = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ')
  return { id, name, 'aria-invalid': error ? true : undefined, 'aria-describedby': described || undefined }
}

function FieldFrame({ name, label, marker, error, hint, children }: FrameProps & { children: ReactNode }) {
  const id = `field-${name}`
  return (
    <div className="field">
      <label htmlFor={id}>
        {label} <span className="optional">{marker}</span>
      </label>
      {hint && (
        <p className="meta" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {children}
      {error && (
        <p className="field-error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  )
}

export function TextField({
  name,
  label,
  marker,
  error,
  hint,
  ...input
}: FrameProps & InputHTMLAttributes<HTMLInputElement>) {
  const frame = { name, label, marker, error, hint }
  return (
    <FieldFrame {...frame}>
      <input type="text" {...input} {...controlProps(frame)} />
    </FieldFrame>
  )
}

export function TextAreaField({
  name,
  label,
  marker,
  error,
  hint,
  ...area
}: FrameProps & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const frame = { name, label, marker, error, hint }
  return (
    <FieldFrame {...frame}>
      <textarea {...area} {...controlProps(frame)} />
    </FieldFrame>
  )
}

export function SelectField({
  name,
  label,
  marker,
  error,
  hint,
  children,
  ...select
}: FrameProps & SelectHTMLAttributes<HTMLSelectElement>) {
  const frame = { name, label, marker, error, hint }
  return (
    <FieldFrame {...frame}>
      <select {...select} {...controlProps(frame)}>
        {children}
      </select>
    </FieldFrame>
  )
}

/** A file picker; `note` is a word beside it, such as a request to choose the file again after a reload. */
export function FileField({
  name,
  label,
  marker,
  error,
  hint,
  note,
  ...input
}: FrameProps & { note?: string } & InputHTMLAttributes<HTMLInputElement>) {
  const frame = { name, label, marker, error, hint }
  const control = controlProps(frame)
  const noteId = `${control.id}-note`
  const described = [control['aria-describedby'], note && noteId].filter(Boolean).join(' ')
  return (
    <FieldFrame {...frame}>
      <input type="file" {...input} {...control} aria-describedby={described || undefined} />
      {note && (
        <p className="file-note" id={noteId}>
          {note}
        </p>
      )}
    </FieldFrame>
  )
}

/** A consent checkbox: the whole text is its label, the error sits right below. */
export function ConsentBox({
  name,
  label,
  error,
  required,
}: {
  name: string
  label: ReactNode
  error?: string
  required?: boolean
}) {
  const id = `field-${name}`
  return (
    <div>
      <label className="consent" htmlFor={id}>
        <input
          type="checkbox"
          id={id}
          name={name}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <span>{label}</span>
      </label>
      {error && (
        <p className="field-error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  )
}
