/** How much of an upload has gone, as a progress bar with its percentage in words. */
export function UploadProgress({ share, label }: { share: number | null; label: (percent: number) => string }) {
  if (share === null) return null
  const percent = Math.round(share * 100)
  return (
    <div className="upload-progress">
      <progress max={100} value={percent} aria-label={label(percent)} />
      <span aria-hidden="true">{label(percent)}</span>
    </div>
  )
}
