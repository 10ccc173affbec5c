/** How long ago something happened, as a counter reads it: 'just now', '5 min ago', '2 h 10 min ago', '3 days ago'. */
export function timeSince(isoTime: string, now: number): string {
  const then = Date.parse(isoTime);
  if (!Number.isFinite(then)) return '';
  const minutes = Math.floor(Math.max(0, now - then) / 60_000);
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) {
    const rest = minutes % 60;
    return rest === 0 ? `${hours} h ago` : `${hours} h ${rest} min ago`;
  }
  const days = Math.floor(hours / 24);
  return days === 1 ? '1 day ago' : `${days} days ago`;
}

/** Time left until `isoDeadline` as minutes and seconds ('4:05'), or null once it has passed. */
export function timeLeft(isoDeadline: string, now: number): string | null {
  const deadline = Date.parse(isoDeadline);
  if (!Number.isFinite(deadline)) return null;
  const seconds = Math.ceil((deadline - now) / 1000);
  if (seconds <= 0) return null;
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** A day and time in India, as the history lists orders: '28 Nov, 7:45 pm'. */
export function placedAt(isoTime: string): string {
  const date = new Date(isoTime);
  if (Number.isNaN(date.getTime())) return '';
  return date.toLocaleString('en-IN', {
    timeZone: 'Asia/Kolkata',
    day: 'numeric',
    month: 'short',
    hour: 'numeric',
    minute: '2-digit',
  });
}
