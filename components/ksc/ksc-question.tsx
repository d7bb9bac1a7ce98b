import type { ReactNode } from 'react'

interface Props {
  question: { id: string; text: string; help?: string; options: string[] }
  chosen: number | undefined
  onChoose: (index: number) => void
  /** Where the answer was measured from, when an export answered it. */
  note?: ReactNode
}

/** One question as a group of radio buttons, its help text read with it. */
export function KscQuestion({ question, chosen, onChoose, note }: Props) {
  return (
    <fieldset
      className="question"
      aria-describedby={
        [question.help && `${question.id}-help`, note && `${question.id}-measured`].filter(Boolean).join(' ') ||
        undefined
      }
    >
      <legend>{question.text}</legend>
      {question.help && (
        <p className="meta" id={`${question.id}-help`}>
          {question.help}
        </p>
      )}
      {note && (
        <p className="measured" id={`${question.id}-measured`}>
          {note}
        </p>
      )}
      {question.options.map((label, index) => (
        <label key={label} className="option">
          <input
            type="radio"
            name={question.id}
            value={index}
            checked={chosen === index}
            onChange={() => onChoose(index)}
          />
          <span>{label}</span>
        </label>
      ))}
    </fieldset>
  )
}
