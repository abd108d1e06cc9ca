import { permissionsMessages as M } from '@bk/contracts/users/permissions-admin';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog.tsx';
import { errorText, isApiError } from '../../../lib/api-error.ts';
import { useApiMutation } from '../../../lib/use-api-mutation.ts';
import type { PackageRow } from './PermissionTables.tsx';
import { deleteAreaPackage, deleteLevelPackage, usePermissionsKey } from './permissions-api.ts';

type Props = {
  userId: number;
  row: PackageRow;
  /** The row's name ('Treści', 'FENG - Fundusze Europejskie > ...'). */
  label: string;
  onClose: () => void;
  onDeleted: () => void;
};

/** 'Usuń' of a row: asks first; a 403 says the viewer may not remove it (and drops the flag). */
export function DeletePackageDialog({ userId, row, label, onClose, onDeleted }: Props) {
  const permissionsKey = usePermissionsKey();
  const remove = useApiMutation({
    mutationFn: () =>
      row.context === 'administration'
        ? deleteAreaPackage(row.pkg.area, userId)
        : deleteLevelPackage(userId, row.pkg.level?.id ?? null),
    invalidates: [{ queryKey: permissionsKey }],
    onSuccess: onDeleted,
  });
  const error = remove.error
    ? isApiError(remove.error) && remove.error.status === 403
      ? M.deleteForbidden
      : errorText(remove.error)
    : null;
  return (
    <ConfirmDialog
      title="Usuwanie uprawnień"
      confirm="Usuń"
      pendingLabel="Trwa usuwanie..."
      pending={remove.isPending}
      onConfirm={() => remove.mutate()}
      onCancel={onClose}
      error={error}
    >
      <p>Czy na pewno chcesz usunąć uprawnienia: {label}?</p>
    </ConfirmDialog>
  );
}
