import type { StuckMail, StuckMailResponse } from '../../../../shared/schemas/stuck-mail'
import { DataTable } from '../../backoffice/data-table'
import * as s from '../deals/admin-deals.styles'

export interface StuckMailViewProps extends StuckMailResponse {
  /** The row just retried, to say so. */
  retried: number | null
}

const when = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`

/** A plain POST form (works without script); the worker checks its origin like every write. */
const RetryButton = ({ id }: { id: number }) => (
  <form method="post" action={`/admin/stuck-mail/${id}/retry`}>
    <button type="submit" aria-label={`Retry mail ${id}`}>
      Retry
    </button>
  </form>
)

const mailCells = (mail: StuckMail) => [
  String(mail.id),
  mail.to,
  `${mail.kind}: ${mail.subject}`,
  String(mail.attempts),
  mail.lastError ?? '',
]

/** /admin/stuck-mail: outbox rows past their attempts, and what the queue dead-lettered. */
export function StuckMailView({ gaveUp, deadLetters, retried }: StuckMailViewProps) {
  return (
    <>
      {retried !== null ? <p role="status">Mail {retried} is queued again.</p> : null}
      <h2>Gave up after 20 attempts</h2>
      <DataTable
        head={['Mail', 'To', 'What', 'Attempts', 'Last error', '']}
        empty="No mail gave up."
        rows={gaveUp.map((mail) => [...mailCells(mail), <RetryButton key="retry" id={mail.id} />])}
      />
      <h2>Dead-lettered by the mail queue</h2>
      <DataTable
        head={['Received', 'Message', 'Mail', 'Deliveries', 'Last error', '']}
        empty="No dead letters."
        rows={deadLetters.map((letter) => [
          <time key="when" dateTime={letter.receivedAt}>
            {when(letter.receivedAt)}
          </time>,
          letter.messageId,
          letter.mail ? `${letter.mail.id} to ${letter.mail.to}` : 'sent, or no such mail',
          String(letter.attempts),
          letter.mail?.lastError ?? '',
          letter.mail ? <RetryButton key="retry" id={letter.mail.id} /> : '',
        ])}
      />
      <p className={s.row}>
        Retrying starts a mail's attempts again and hands it to the mail queue; the audit log
        records who did it.
      </p>
    </>
  )
}
