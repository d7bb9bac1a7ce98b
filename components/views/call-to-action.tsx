import Link from 'next/link'

export function CallToAction({ heading, text, href, label }: { heading: string; text?: string; href: string; label: string }) {
  return (
    <section className="cta" aria-label={heading}>
      <h2>{heading}</h2>
      {text && <p>{text}</p>}
      <Link className="button" href={href}>
        {label}
      </Link>
    </section>
  )
}
