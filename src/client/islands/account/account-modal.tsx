import type { ReactNode } from 'react'
import { Modal } from '../../components/modal/modal'

export interface AccountModalProps {
  labelledBy: string
  onClose: () => void
  children: ReactNode
}

/** The sign-up lightbox's and new-user modal's dialog: the storefront's one 'default' modal. */
export function AccountModal({ labelledBy, onClose, children }: AccountModalProps) {
  return (
    <Modal labelledBy={labelledBy} onClose={onClose}>
      {children}
    </Modal>
  )
}
