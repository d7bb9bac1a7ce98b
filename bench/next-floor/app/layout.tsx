import type { ReactNode } from 'react'

export const metadata = { title: 'Next floor', description: 'The smallest App Router page with a form.' }

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  )
}
