import '../../fonts/inter.css'
import '../../globals.css'
import { SiteDocument } from '@/components/site-document'

export default function EnglishLayout({ children }: LayoutProps<'/en'>) {
  return <SiteDocument lang="en">{children}</SiteDocument>
}
