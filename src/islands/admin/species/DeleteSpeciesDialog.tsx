import type { ComponentProps } from 'react';
import type { PublicSpecies } from '../../../lib/catalogue.ts';
import { ConfirmDeleteDialog } from '../shared/ConfirmDeleteDialog.tsx';

type DeleteSpeciesDialogProps = Omit<ComponentProps<typeof ConfirmDeleteDialog>, 'noun' | 'target' | 'description'> & {
  species: PublicSpecies | undefined;
};

/**
 * The species delete confirmation, in requirements §4's words but for "This action cannot be undone": a
 * deleted species can be restored (ConfirmDeleteDialog says where, and for how long).
 */
export function DeleteSpeciesDialog({ species, ...dialog }: DeleteSpeciesDialogProps) {
  return (
    <ConfirmDeleteDialog
      {...dialog}
      noun="species"
      target={species && { name: species.commonName, url: `/api/species/${species.id}` }}
      description="Are you sure you want to delete this species?"
    />
  );
}
