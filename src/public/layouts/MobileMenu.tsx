import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import { NavLink } from 'react-router';
import { contactNavItem, legalNavigation, mainNavigation } from './navigation';

export default function MobileMenu({ open, onClose }: { open: boolean; onClose: () => void }) {
  const linkSx = {
    display: 'block',
    py: 1.5,
    color: 'text.primary',
    textDecoration: 'none',
    fontSize: '1.15rem',
    borderBottom: 1,
    borderColor: 'divider',
    '&.active': { color: 'primary.dark', fontWeight: 600 },
  };
  return (
    <Drawer anchor="right" open={open} onClose={onClose} slotProps={{ paper: { sx: { width: 'min(88vw, 360px)' } } }}>
      <Box id="mobile-menu" component="nav" aria-label="Hauptnavigation" sx={{ p: 3 }}>
        <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
          <IconButton aria-label="Menü schließen" onClick={onClose}>
            <CloseIcon />
          </IconButton>
        </Box>
        {[...mainNavigation, contactNavItem, ...legalNavigation].map((item) => (
          <Box key={item.to} component={NavLink} to={item.to} onClick={onClose} sx={linkSx}>
            {item.label}
          </Box>
        ))}
      </Box>
    </Drawer>
  );
}
