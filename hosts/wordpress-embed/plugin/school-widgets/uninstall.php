<?php
/**
 * Deleting the plugin removes its one option (the school's API URL).
 *
 * @package SchoolWidgets
 */

defined( 'WP_UNINSTALL_PLUGIN' ) || exit;

delete_option( 'school_widgets_api_base' );
