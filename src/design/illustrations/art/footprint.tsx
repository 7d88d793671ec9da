// footprint: a pair of bare footprints walking up the page.
export default function Footprint() {
  return (
    <>
      <path d="M72.2 171.1 C84 169 83.6 154.9 79.5 143.4 C75.8 133.9 69.9 128.9 71.1 118.5 C71.6 104.2 61.3 97.9 51.5 99.6 C40.7 101.5 38.6 113.1 42.9 125.5 C47.3 139 53.9 147.9 56 159.7 C58.1 171.6 62.4 172.8 72.2 171.1 Z" />
      <ellipse cx="61.9" cy="83.6" rx="7" ry="8.5" fill="currentColor" stroke="none" />
      <ellipse cx="47.2" cy="81.1" rx="4.5" ry="5.5" fill="currentColor" stroke="none" />
      <ellipse cx="37.4" cy="85.9" rx="4" ry="5" fill="currentColor" stroke="none" />
      <ellipse cx="30.6" cy="93.6" rx="3.6" ry="4.5" fill="currentColor" stroke="none" />
      <ellipse cx="27.1" cy="102.4" rx="3.2" ry="4" fill="currentColor" stroke="none" />
      <path d="M127.8 117.1 C116 115 116.4 100.9 120.5 89.4 C124.2 79.9 130.1 74.9 128.9 64.5 C128.4 50.2 138.7 43.9 148.5 45.6 C159.3 47.5 161.4 59.1 157.1 71.5 C152.7 85 146.1 93.9 144 105.7 C141.9 117.6 137.6 118.8 127.8 117.1 Z" />
      <ellipse cx="138.1" cy="29.6" rx="7" ry="8.5" fill="currentColor" stroke="none" />
      <ellipse cx="152.8" cy="27.1" rx="4.5" ry="5.5" fill="currentColor" stroke="none" />
      <ellipse cx="162.6" cy="31.9" rx="4" ry="5" fill="currentColor" stroke="none" />
      <ellipse cx="169.4" cy="39.6" rx="3.6" ry="4.5" fill="currentColor" stroke="none" />
      <ellipse cx="172.9" cy="48.4" rx="3.2" ry="4" fill="currentColor" stroke="none" />
    </>
  )
}
