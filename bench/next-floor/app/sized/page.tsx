import { Form } from '../form'

// The floor's form in a page the size of a form page of ours (header, text, more fields, footer: about as many
// elements as the contact page), all of it server-rendered and plain: what hydrating that many costs, and no more.
const text = 'Lorem ipsum dolor sit amet consectetur adipiscing elit sed do eiusmod tempor incididunt ut labore'
const range = (n: number) => Array.from({ length: n }, (_, i) => i)

export default function SizedPage() {
  return (
    <>
      <header>
        <nav>
          <ul>
            {range(9).map((i) => (
              <li key={i}>
                <a href={`/p${i}/`}>Page {i}</a>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      <main>
        <h1>Contact</h1>
        {range(12).map((i) => (
          <p key={i}>
            {text} <strong>{i}</strong> {text} <a href={`/x${i}/`}>link</a>.
          </p>
        ))}
        <dl>
          {range(8).map((i) => (
            <div key={i}>
              <dt>Term {i}</dt>
              <dd>{text}</dd>
            </div>
          ))}
        </dl>
        <Form />
        <fieldset>
          {range(10).map((i) => (
            <label key={i}>
              <span>Field {i}</span>
              <input name={`f${i}`} type="text" />
              <small>{text}</small>
            </label>
          ))}
        </fieldset>
      </main>
      <footer>
        {range(4).map((c) => (
          <section key={c}>
            <h2>Column {c}</h2>
            <ul>
              {range(3).map((i) => (
                <li key={i}>
                  <a href={`/f${c}${i}/`}>Footer link {i}</a>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </footer>
    </>
  )
}
