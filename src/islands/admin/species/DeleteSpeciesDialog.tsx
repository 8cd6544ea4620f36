import type { ComponentProps } from 'react';
import type { PublicSpecies } from '../../../lib/catalogue/catalogue.ts';
import { ConfirmDeleteDialog } from '../common/ConfirmDeleteDialog.tsx';

type DeleteSpeciesDialogProps = Omit<ComponentProps<typeof ConfirmDeleteDialog>, 'noun' | 'target' | 'description'> & {
  species: PublicSpecies | undefined;
};

/**
 * The species delete confirmation of requirements §8: its question, then where a deleted species can be
 * restored and for how long (ConfirmDeleteDialog), as a deletion can be undone.
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
