interface Props {
  question: { id: string; text: string; help?: string; options: string[] }
  chosen: number | undefined
  onChoose: (index: number) => void
}

/** One question as a group of radio buttons, its help text read with it. */
export function KscQuestion({ question, chosen, onChoose }: Props) {
  return (
    <fieldset className="question" aria-describedby={question.help ? `${question.id}-help` : undefined}>
      <legend>{question.text}</legend>
      {question.help && (
        <p className="meta" id={`${question.id}-help`}>
          {question.help}
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
