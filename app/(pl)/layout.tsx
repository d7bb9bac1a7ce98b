import '../fonts/inter.css'
import '../globals.css'
import { SiteDocument } from '@/components/site-document'

export default function PolishLayout({ children }: LayoutProps<'/'>) {
  return <SiteDocument lang="pl">{children}</SiteDocument>
}
