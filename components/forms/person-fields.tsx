import { MAX } from '@/lib/shared/contracts/limits'
import { TextField } from './field'

// The fields by which a person introduces themselves, the same in every form: each name with its input type,
// length cap and the browser's autofill hint.
const fields = {
  firstName: { maxLength: MAX.short, autoComplete: 'given-name' },
  lastName: { maxLength: MAX.short, autoComplete: 'family-name' },
  fullName: { maxLength: MAX.short, autoComplete: 'name' },
  email: { type: 'email', maxLength: MAX.email, autoComplete: 'email' },
  phone: { type: 'tel', maxLength: MAX.short, autoComplete: 'tel' },
  company: { maxLength: MAX.short, autoComplete: 'organization' },
  role: { maxLength: MAX.short, autoComplete: 'organization-title' },
} as const

export type PersonField = keyof typeof fields

interface Props<F extends PersonField> {
  /** Rows of the form: two fields side by side, or one alone. */
  rows: (readonly [F] | readonly [F, F])[]
  required: readonly F[]
  words: Record<F | 'required' | 'optional', string>
  errors: Record<string, string | undefined>
}

export function PersonFields<F extends PersonField>({ rows, required, words, errors }: Props<F>) {
  const field = (name: F) => (
    <TextField
      key={name}
      name={name}
      label={words[name]}
      marker={required.includes(name) ? words.required : words.optional}
      error={errors[name]}
      required={required.includes(name) || undefined}
      {...fields[name]}
    />
  )
  return rows.map((row) =>
    row.length === 1 ? (
      field(row[0])
    ) : (
      <div className="field-row" key={row.join()}>
        {row.map(field)}
      </div>
    ),
  )
}
